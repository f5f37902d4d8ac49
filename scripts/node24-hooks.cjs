// Preloaded (`--require`, which worker threads run too, unlike `--import`) into every Node 24
// process and thread of scripts/node24.mjs: better-sqlite3's addon in node_modules is built for
// the Node that ran `npm install`, so its path is resolved to the one built for Node 24 instead.
/* eslint-disable @typescript-eslint/no-require-imports -- a `--require` preload is CommonJS */
const { registerHooks } = require('node:module');
const { pathToFileURL } = require('node:url');

const addon = process.env.BETTER_SQLITE3_ADDON_NODE24;
const installed = /\/better-sqlite3\/build\/Release\/better_sqlite3\.node$/;

if (addon) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (installed.test(specifier) && !specifier.endsWith(addon)) {
        return { url: pathToFileURL(addon).href, format: 'addon', shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
