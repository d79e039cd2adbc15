/** The client build's id (vite.config.ts `define`): the commit it was built from, or `dev`. */
declare const __TRIO_BUILD__: string;
