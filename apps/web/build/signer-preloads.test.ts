import { describe, expect, it } from 'vitest';
import { signerPreloads } from './signer-preloads';

type Hook = (this: unknown, output: unknown, bundle: Record<string, unknown>) => void;

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({ type: 'chunk', fileName, imports, facadeModuleId, isEntry });

/** Runs the plugin's hook over a bundle: what it emits, or the error it raises. */
function preloadsOf(bundle: Record<string, unknown>): unknown {
  const emitted: { fileName: string; source: string }[] = [];
  const context = {
    environment: { config: { base: '/sign-app/' } },
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (signerPreloads().generateBundle as unknown as Hook).call(context, {}, bundle);
  expect(emitted.map((file) => file.fileName)).toEqual(['preloads.json']);
  return JSON.parse(emitted[0]?.source ?? '');
}

describe('the signer build’s preloads.json', () => {
  it('lists each language’s words with the chunks they bring that the entry does not', () => {
    const bundle = {
      'assets/sign.js': chunk('assets/sign.js', ['assets/react.js', 'assets/common.js'], '/w/apps/web/sign.html', true),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/common.js': chunk('assets/common.js', []),
      'assets/first-paint-words.js': chunk('assets/first-paint-words.js', []),
      'assets/words-en-US.js': chunk('assets/words-en-US.js', ['assets/common.js', 'assets/first-paint-words.js'], '/w/apps/web/src/signer-app/i18n/words-en-US.ts'),
      'assets/words-zh-CN.js': chunk('assets/words-zh-CN.js', ['assets/first-paint-words.js'], '/w/apps/web/src/signer-app/i18n/words-zh-CN.ts'),
      'assets/sign-error-page.js': chunk('assets/sign-error-page.js', ['assets/common.js'], '/w/apps/web/src/features/signing/pages/sign-error-page.tsx'),
      'assets/sign.css': { type: 'asset', fileName: 'assets/sign.css' },
    };
    expect(preloadsOf(bundle)).toEqual({
      words: {
        'en-US': ['/sign-app/assets/words-en-US.js', '/sign-app/assets/first-paint-words.js'],
        'zh-CN': ['/sign-app/assets/words-zh-CN.js', '/sign-app/assets/first-paint-words.js'],
      },
    });
  });

  it('fails the build when no words chunk is found, rather than write an empty list', () => {
    expect(() => preloadsOf({ 'assets/sign.js': chunk('assets/sign.js', [], '/w/apps/web/sign.html', true) })).toThrow(/no words chunk/);
  });
});
