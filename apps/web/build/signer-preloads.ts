import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** What the server links into a signer's page before any script asks for it (dist-signer/preloads.json). */
export interface SignerPreloads {
  /** Each language's words, with the chunks they import that the entry does not. */
  words: Record<string, string[]>;
}

const WORDS = /[\\/]signer-app[\\/]i18n[\\/]words-([a-zA-Z-]+)\.ts$/;

/**
 * Writes preloads.json beside sign.html (issue 37). The entry asks for the page's words only once
 * it runs, and draws nothing until they are in: a round trip after the scripts. The server knows
 * the language when it writes the page, so it links that language's chunks with
 * `<link rel="modulepreload">` and they arrive beside the entry's.
 */
export function signerPreloads(): Plugin {
  return {
    name: 'signet-signer-preloads',
    apply: 'build',
    generateBundle(_output, bundle: OutputBundle) {
      const base = this.environment?.config.base ?? '/';
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const closure = (start: OutputChunk[]) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        start.forEach((chunk) => visit(chunk.fileName));
        return seen;
      };
      const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
      const words: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const language = WORDS.exec(chunk.facadeModuleId ?? '')?.[1];
        if (language) words[language] = [...closure([chunk])].filter((fileName) => !loaded.has(fileName)).map((fileName) => base + fileName);
      }
      if (Object.keys(words).length === 0) this.error('signer preloads: no words chunk was found');
      const preloads: SignerPreloads = { words };
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
