/**
 * Language completeness report (ADR 0048): for every language with catalogues, per section, the
 * keys present out of the total English has, and how many are still untranslated. Covers the
 * player site's catalogues (every section folder in apps/web/src/locales), the server's messages,
 * the shared field messages, the seeded demo content and help centre, and the demo game pages.
 *
 *   node scripts/i18n-report.ts [--out <file>] [--details]
 *
 * Prints the table and writes it (with every problem listed) to test-results/i18n-report.md or
 * --out. It reports; the completeness tests are what fail the build for a complete language.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The web catalogues import one another without extensions (Vite resolves them): do the same here.
registerHooks({
  resolve(specifier, context, next) {
    if (
      specifier.startsWith('.') &&
      !/\.[cm]?[jt]sx?$/.test(specifier) &&
      context.parentURL?.startsWith('file:')
    ) {
      const base = resolve(dirname(fileURLToPath(context.parentURL)), specifier);
      for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
        if (existsSync(candidate)) return next(pathToFileURL(candidate).href, context);
      }
    }
    return next(specifier, context);
  },
});

const contracts = await import(pathToFileURL(join(root, 'packages/contracts/src/index.ts')).href);
type TextTree = import('../packages/contracts/src/i18n/completeness.ts').TextTree;
type Coverage = import('../packages/contracts/src/i18n/completeness.ts').Coverage;
const { coverage, flatten, LANGUAGE_CODES } =
  contracts as typeof import('../packages/contracts/src/index.ts');

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outFile =
  outIndex >= 0 && args[outIndex + 1]
    ? resolve(args[outIndex + 1] as string)
    : join(root, 'test-results/i18n-report.md');
const details = args.includes('--details');

const LATIN_SCRIPT = new Set(['en', 'fil', 'id', 'ms', 'vi', 'pt-BR', 'es', 'fr', 'de', 'tr']);
const LANGUAGE_FILE = /^([a-z]{2,3}(?:-[A-Z]{2})?)\.ts$/;

interface Source {
  name: string;
  /** language → texts; English must be there. */
  load: () => Promise<Map<string, TextTree>>;
  allow?: (language: string) => readonly string[];
  /** Seeded records: only these fields are texts (the rest are codes). */
  fields?: readonly string[];
  sameAllowed?: (language: string) => readonly string[];
}

const importFile = (path: string) => import(pathToFileURL(join(root, path)).href);

// The player site: the main catalogue and every section folder, every language file found.
const webDir = join(root, 'apps/web/src/locales');
const webAllow = await importFile('apps/web/src/locales/allowed-words.ts');
const webSections = [
  '',
  ...readdirSync(webDir).filter((entry) => statSync(join(webDir, entry)).isDirectory()),
];
const sources: Source[] = webSections.map((section) => ({
  name: `web/${section || 'main'}`,
  load: async () => {
    const dir = section ? join(webDir, section) : webDir;
    const texts = new Map<string, TextTree>();
    for (const file of readdirSync(dir)) {
      const language = LANGUAGE_FILE.exec(file)?.[1];
      if (language) texts.set(language, (await import(pathToFileURL(join(dir, file)).href)).default);
    }
    return texts;
  },
  allow: (language) => webAllow.allowedWords(language, section),
  sameAllowed: (language) => webAllow.sameAsEnglish(language, section),
}));

const byLanguage = (record: Record<string, unknown>) =>
  new Map(Object.entries(record).map(([language, texts]) => [language, texts as TextTree]));

// Brand facts as placeholders, so a brand's name is never mistaken for untranslated English.
const facts = {
  name: '{name}',
  currency: '{currency}',
  minimumAge: 18,
  supportEmail: 'support@example.com',
  points: true,
};
const articles = (list: { anchor: string; kind: string; title: string; content: string }[]) =>
  Object.fromEntries(
    list.map((article) => [
      `${article.kind}.${article.anchor}`,
      { title: article.title, content: article.content },
    ]),
  );

sources.push(
  {
    name: 'server/messages',
    load: async () => {
      const texts = new Map<string, TextTree>();
      for (const language of LANGUAGE_CODES) {
        const path = `apps/server/src/platform/i18n/messages.${language}.ts`;
        if (existsSync(join(root, path))) texts.set(language, (await importFile(path))[language]);
      }
      return texts;
    },
  },
  { name: 'shared/field-messages', load: async () => byLanguage(contracts.FIELD_MESSAGES) },
  {
    name: 'shared/settings-messages',
    load: async () => byLanguage(contracts.SETTINGS_MESSAGES),
    allow: () => ['db8'], // an IPv6 documentation prefix, given as an example
  },
  { name: 'shared/agent-messages', load: async () => byLanguage(contracts.AGENT_OPS_MESSAGES) },
  {
    name: 'seed/demo-content',
    fields: ['title', 'subtitle', 'content'],
    load: async () => {
      const en = await importFile('apps/server/src/seed/demo-content.ts');
      const texts = new Map<string, TextTree>([['en', en.contentEn(facts)]]);
      for (const [language, name] of [
        ['bn', 'contentBn'],
        ['fil', 'contentFil'],
      ] as const) {
        const path = `apps/server/src/seed/demo-content.${language}.ts`;
        if (existsSync(join(root, path))) texts.set(language, (await importFile(path))[name](facts));
      }
      return texts;
    },
  },
  {
    name: 'seed/help-centre',
    load: async () => {
      const { HELP_CONTENT } = await importFile('apps/server/src/seed/help-content.ts');
      return new Map(
        Object.entries(HELP_CONTENT).map(([language, make]) => [
          language,
          articles((make as (f: typeof facts) => never)(facts)),
        ]),
      );
    },
  },
  {
    name: 'seed/promotions',
    fields: ['title', 'summary', 'body', 'terms'],
    load: async () => {
      const { demoPromotions } = await importFile('apps/server/src/seed/demo-promotions.ts');
      const { raffleTexts } = await importFile('apps/server/src/seed/demo-raffle.ts');
      const promotions: { slug: string; content: Record<string, TextTree> }[] = demoPromotions(
        '{currency}',
        new Date(0),
      );
      const raffle: Record<string, TextTree> = raffleTexts('{currency}');
      const texts = new Map<string, TextTree>();
      for (const language of Object.keys(raffle)) {
        const entries = promotions.flatMap((p) =>
          p.content[language] ? [[p.slug, p.content[language]]] : [],
        );
        texts.set(language, { ...Object.fromEntries(entries), raffle: raffle[language] as TextTree });
      }
      return texts;
    },
  },
  {
    name: 'server/sms-and-mail',
    load: async () => {
      const { textsFor } = await importFile('apps/server/src/platform/i18n/texts.ts');
      const sample = {
        brand: '{brand}',
        code: '{code}',
        minutes: 5,
        account: '{account}',
        link: 'https://play.example/r',
      };
      return new Map(
        LANGUAGE_CODES.map((language) => [
          language,
          Object.fromEntries(
            Object.entries(textsFor(language)).map(([key, make]) => [
              key,
              (make as (p: typeof sample) => string)(sample),
            ]),
          ),
        ]),
      );
    },
  },
  {
    name: 'demo-provider/pages',
    // Slot symbol and feature names Filipino players know in English.
    allow: (language) => (language === 'fil' ? ['Wild', 'Scatter', 'Bar', 'Lucky', 'Multiplier'] : []),
    load: async () => byLanguage((await importFile('apps/demo-provider/src/page/texts.ts')).TEXTS),
  },
);

interface Row {
  source: string;
  language: string;
  result: Coverage;
}

const rows: Row[] = [];
const languages = new Set<string>(LANGUAGE_CODES);
for (const source of sources) {
  let texts: Map<string, TextTree>;
  try {
    texts = await source.load();
  } catch (error) {
    console.error(`${source.name}: could not be read (${(error as Error).message})`);
    process.exitCode = 1;
    continue;
  }
  const english = texts.get('en');
  if (!english) continue;
  const flat = (tree: TextTree) =>
    source.fields ? contracts.textFields(flatten(tree), source.fields) : flatten(tree);
  const flatEnglish = flat(english);
  for (const language of texts.keys()) languages.add(language);
  for (const language of languages) {
    if (language === 'en') continue;
    const other = texts.get(language);
    const result = coverage(flatEnglish, other ? flat(other) : {}, language, {
      latinScript: LATIN_SCRIPT.has(language),
      allow: source.allow?.(language),
      sameAllowed: source.sameAllowed?.(language),
    });
    rows.push({ source: source.name, language, result });
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? '100.0' : ((100 * part) / whole).toFixed(1));
const lines: string[] = ['# Language completeness', '', `Generated ${new Date().toISOString()}.`, ''];
for (const language of [...languages].filter((code) => code !== 'en')) {
  const mine = rows.filter((row) => row.language === language);
  const total = mine.reduce((sum, row) => sum + row.result.total, 0);
  const present = mine.reduce((sum, row) => sum + row.result.present, 0);
  const untranslated = mine.reduce((sum, row) => sum + row.result.untranslated, 0);
  const translated = present - untranslated;
  lines.push(
    `## ${language}: ${present}/${total} keys present (${percent(present, total)}%), ${untranslated} untranslated, ${percent(translated, total)}% translated`,
    '',
    '| section | present / total | untranslated | other problems |',
    '| --- | --- | --- | --- |',
  );
  for (const row of mine) {
    const other = row.result.problems.filter(
      (problem) => problem.kind === 'variables' || problem.kind === 'extra',
    ).length;
    lines.push(
      `| ${row.source} | ${row.result.present} / ${row.result.total} | ${row.result.untranslated} | ${other} |`,
    );
  }
  lines.push('');
}
const summary = lines.join('\n');
const problems = rows.flatMap((row) =>
  row.result.problems.map(
    (problem) => `- ${row.language} ${row.source} ${problem.kind} \`${problem.key}\`: ${problem.detail}`,
  ),
);
const report = `${summary}\n## Problems\n\n${problems.length ? problems.join('\n') : 'None.'}\n`;

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, report);
process.stdout.write(`${details ? report : summary}\n`);
process.stdout.write(`Report written to ${outFile} (${problems.length} problems listed).\n`);
