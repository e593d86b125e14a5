/** Name under which the catalog plugin publishes its global data; shared by the plugin and the page. */
export const catalogPluginName = 'extension-catalog';
