import type { OpenApiDocument, OpenApiOperation } from './contract-openapi';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The fields of an operation, required ones marked with '*'. */
function fieldsOf(operation: OpenApiOperation): string {
  const body = operation.requestBody?.content['application/json'].schema;
  const fields = operation.parameters?.map(({ name, required }) => [name, required] as const) ??
    Object.keys(body?.properties ?? {}).map((name) => [name, body?.required?.includes(name) ?? false] as const);
  return fields.map(([name, required]) => `${name}${required ? '*' : ''}`).join(', ');
}

/**
 * A plain HTML page of the API reference (no script: it works under the apps' Content-Security-Policy): the
 * document's description, then one row per operation (method, path, name, whether signed, its fields) and a
 * link to the whole OpenAPI document at `jsonPath`.
 */
export function apiDocsPage(document: OpenApiDocument, jsonPath: string): string {
  const rows = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(
      ([method, operation]) =>
        `<tr><td>${method.toUpperCase()}</td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary)}</td>` +
        `<td>${operation.security.length > 0 ? 'signed' : 'unsigned'}</td><td>${escapeHtml(fieldsOf(operation))}</td></tr>`,
    ),
  );
  const description = escapeHtml(document.info.description)
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>').replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(document.info.title)}</title><style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f2329}` +
    'table{border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #e5e6eb;padding:4px 8px;text-align:left;vertical-align:top}code{font-size:13px}</style></head>' +
    `<body><h1>${escapeHtml(document.info.title)}</h1>${description}<p><a href="${escapeHtml(jsonPath)}">OpenAPI 3.1 document (JSON)</a></p>` +
    `<table><thead><tr><th>method</th><th>path</th><th>name</th><th>signature</th><th>fields (* required)</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`
  );
}
