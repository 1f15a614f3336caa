import { ENDPOINTS, openApiDocument } from '@portal/contracts/endpoints';
import { escapeXml } from '../../platform/html.ts';

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const PAGE_STYLE = `main{max-width:1100px;margin:0 auto}nav{display:flex;flex-wrap:wrap;gap:6px 12px;margin:0 0 16px}
.op{border-top:1px solid #2c313c;padding:10px 0}.op:first-of-type{border-top:0}
.m{display:inline-block;min-width:58px;text-align:center;border-radius:6px;padding:1px 6px;font:600 12px/1.6 ui-monospace,monospace;margin-right:8px}
.get{background:#12324a;color:#9bd3ff}.post{background:#14391f;color:#8ff0a4}.put,.patch{background:#3d3213;color:#ffd98a}.delete{background:#451a1a;color:#ffaaaa}
code.p{font-size:14px}.meta{color:#a7adbb;font-size:13px;margin:4px 0 0}.tag{border:1px solid #4b5563;border-radius:999px;padding:0 8px;margin-right:6px}
details{margin-top:6px}summary{cursor:pointer;color:#7cc4ff;font-size:13px}pre{white-space:pre-wrap;margin:6px 0 0;font:12px/1.45 ui-monospace,monospace;background:#12151b;border-radius:8px;padding:8px;overflow:auto}`;

function block(title: string, value: unknown): string {
  if (value === undefined) return '';
  return `<details><summary>${escapeXml(title)}</summary><pre>${escapeXml(JSON.stringify(value, null, 2))}</pre></details>`;
}

/**
 * A browsable page of the OpenAPI document (issue 14: "with a browsable page in development"):
 * every declared endpoint grouped by domain, with who may call it and its request and answer
 * schemas. Rendered on the server from the same document as /openapi.json, so it needs no script.
 */
export function renderApiPage(styleNonce: string, baseStyle: string): string {
  const doc = openApiDocument(ENDPOINTS, { title: 'Portal API', version: '1' }) as Json;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      count += 1;
      const tag = ((op.tags as string[] | undefined) ?? ['other'])[0] ?? 'other';
      const access = String(op['x-access'] ?? '');
      const permission = op['x-permission']
        ? ` · permission <code>${escapeXml(String(op['x-permission']))}</code>`
        : '';
      const params = (op.parameters as Json[] | undefined)?.filter(
        (p) => p.in === 'path' || p.in === 'query',
      );
      const answer = (op.responses as Record<string, Json> | undefined)?.['200'];
      const html = `<div class="op" id="${escapeXml(String(op.operationId))}"><span class="m ${method}">${method.toUpperCase()}</span><code class="p">${escapeXml(path)}</code>
<div class="meta">${op.summary ? `${escapeXml(String(op.summary))} · ` : ''}<code>${escapeXml(String(op.operationId))}</code> · access <code>${escapeXml(access)}</code>${permission}</div>
${params?.length ? block('Parameters', params) : ''}${block('Request body', op.requestBody)}${block('Answer', answer?.content)}</div>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const nav = tags
    .map((t) => `<a href="#tag-${escapeXml(t)}">${escapeXml(t)} (${byTag.get(t)?.length ?? 0})</a>`)
    .join('');
  const sections = tags
    .map(
      (t) =>
        `<section id="tag-${escapeXml(t)}"><h2>${escapeXml(t)}</h2>${(byTag.get(t) ?? []).join('')}</section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API reference</title><style nonce="${styleNonce}">${baseStyle}${PAGE_STYLE}</style></head><body><main>
<h1>API reference</h1><p>${count} endpoints declared in <code>packages/contracts</code>. Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1). Only in development. <a href="/__dev">Back</a></p>
<nav aria-label="Domains">${nav}</nav>${sections}</main></body></html>`;
}
