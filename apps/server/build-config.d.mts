import type { BuildOptions, Metafile } from 'esbuild';

export const serverBuildOptions: BuildOptions & { metafile: true };
export function testOnlyInputs(metafile: Metafile): string[];
