/**
 * tsx turns on Node's source maps for the whole process, so Node would read and keep the map of
 * every module it loads, Next's server chunks included (bench/README: storefront memory). `next
 * start` runs without them, and so does this server. Imported first, before Next loads anything.
 */
process.setSourceMapsEnabled(false);
