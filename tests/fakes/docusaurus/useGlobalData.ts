/** Stand-in for @docusaurus/useGlobalData: tests register what a plugin would have published. */
const pluginData = new Map<string, unknown>();

export function setFakePluginData(pluginName: string, data: unknown): void {
  pluginData.set(pluginName, data);
}

export function usePluginData(pluginName: string): unknown {
  if (!pluginData.has(pluginName)) {
    throw new Error(`No global data for plugin "${pluginName}"`);
  }
  return pluginData.get(pluginName);
}
