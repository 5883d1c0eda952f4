// vt-pbf ships no types; this is the one function the basemap builder calls.
declare module 'vt-pbf' {
  const vtpbf: {
    fromGeojsonVt(layers: Record<string, { features: unknown[] }>, options?: { version?: number; extent?: number }): Uint8Array;
  };
  export default vtpbf;
}
