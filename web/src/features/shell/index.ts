// Messages of the shell feature go in locales/{fr,en}/shell.po.
export {};
