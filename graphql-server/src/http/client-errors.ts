import http from 'node:http';
import type { Duplex } from 'node:stream';

// Node's HTTP parser refuses some requests (a URL or headers over 16 kB, a malformed request line)
// before our handler sees them, with an empty body: these get the JSON error body every other answer has.
const BY_PARSER_CODE: Record<string, [status: number, code: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'REQUEST_HEADER_FIELDS_TOO_LARGE'],
  HPE_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT'],
};

/** Answers the requests Node's parser refuses with a JSON GraphQL error. */
export function answerClientErrorsAsJson(server: http.Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, code] = BY_PARSER_CODE[error.code ?? ''] ?? [400, 'BAD_REQUEST'];
    const reason = http.STATUS_CODES[status] ?? 'Bad Request';
    const body = JSON.stringify({ errors: [{ message: reason, extensions: { code } }] });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
