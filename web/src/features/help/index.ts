// Messages of the help feature go in locales/{fr,en}/help.po.
export {};
