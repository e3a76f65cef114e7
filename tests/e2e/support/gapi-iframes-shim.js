// A stand-in for Google's `https://apis.google.com/js/api.js`, served by the browser tests in its
// place: this machine has no Internet, and Firebase's popup sign-in needs the script's
// `gapi.iframes` to talk to the Auth emulator's helper iframe. It implements only what the
// Firebase JS SDK and the emulator's iframe use (load, getContext, open, ping, register, send,
// getParentIframe) over window.postMessage. The emulator and the SDK are the real ones.
/* global window, document, setInterval, clearInterval */
(function () {
  var CHANNEL = '__gapiIframesShim';
  var pending = {};
  var nextId = 1;
  var registries = []; // { window, handlers }

  function registryOf(win) {
    for (var i = 0; i < registries.length; i++) if (registries[i].window === win) return registries[i];
    var registry = { window: win, handlers: {} };
    registries.push(registry);
    return registry;
  }

  function post(win, message) {
    message[CHANNEL] = true;
    win.postMessage(message, '*');
  }

  function send(win, name, data, callback) {
    var id = 'm' + nextId++;
    pending[id] = callback || function () {};
    post(win, { kind: 'send', name: name, data: data, id: id });
  }

  function endpoint(win) {
    var registry = registryOf(win);
    return {
      register: function (name, handler) {
        registry.handlers[name] = handler;
      },
      send: function (name, data, callback) {
        send(win, name, data, callback);
      },
    };
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message[CHANNEL] !== true) return;
    if (message.kind === 'ping') return post(event.source, { kind: 'pong', id: message.id });
    if (message.kind === 'send') {
      var handler = registryOf(event.source).handlers[message.name];
      var result = [];
      try {
        if (handler) result = [handler(message.data)];
      } catch (error) {
        console.error(error);
      }
      return post(event.source, { kind: 'reply', id: message.id, result: result });
    }
    var callback = pending[message.id];
    if (!callback) return;
    delete pending[message.id];
    try {
      callback(message.result);
    } catch {
      // The SDK's callbacks may throw after handling the answer; that must not break the channel.
    }
  });

  function openIframe(options, onOpen) {
    var element = document.createElement('iframe');
    element.src = options.url;
    element.setAttribute('aria-hidden', 'true');
    element.setAttribute('tabindex', '-1');
    element.style.position = 'absolute';
    element.style.top = '-100px';
    element.style.width = '1px';
    element.style.height = '1px';
    (options.where || document.body).appendChild(element);
    var iframe = endpoint(element.contentWindow);
    iframe.restyle = function () {
      return Promise.resolve();
    };
    iframe.ping = function (callback) {
      return new Promise(function (resolve) {
        var id = 'p' + nextId++;
        var timer = setInterval(function () {
          post(element.contentWindow, { kind: 'ping', id: id });
        }, 100);
        pending[id] = function () {
          clearInterval(timer);
          callback();
          resolve();
        };
      });
    };
    return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
  }

  var context = {
    open: openIframe,
    getParentIframe: function () {
      return endpoint(window.parent);
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    getContext: function () {
      return context;
    },
    CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin',
    Iframe: function () {},
  };
  window.gapi.load = function (_module, options) {
    setTimeout(function () {
      (typeof options === 'function' ? options : options.callback)();
    });
  };

  var source = document.currentScript && document.currentScript.src;
  var onload = source && new URL(source).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();
