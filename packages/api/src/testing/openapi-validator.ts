// Checks answers against the served OpenAPI document (issue 22, point 3): a JSON Schema 2020-12 validator (Ajv)
// built from the document, so a test fails when an answer and its description disagree.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

// one validator per document text: compiling the document's schemas costs more than a test file's reads
const validators = new Map<string, ReturnType<typeof buildValidator>>();

/** A validator of answers: `violations(method, url, status, body)` lists what disagrees with the document. */
export function answerValidator(document: Document) {
  const key = JSON.stringify(document);
  let validator = validators.get(key);
  if (!validator) {
    validator = buildValidator(document);
    validators.set(key, validator);
  }
  return validator;
}

function buildValidator(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document as object, 'openapi.json');
  // literal paths before templated ones: /api/centers/by-slug/{slug} is not /api/centers/{centerId}/...
  const templates = Object.keys(document.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
      holes: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.holes - b.holes);

  return function violations(method: string, url: string, status: number, body: unknown): string[] {
    const path = new URL(url, 'http://localhost').pathname;
    const match = templates.find((t) => t.pattern.test(path));
    const operation = match && document.paths[match.template]?.[method.toLowerCase()];
    if (!match || !operation) return [`${method} ${path}: not in the document`];
    const response = operation.responses[String(status)] ?? operation.responses.default;
    if (!response) return [`${method} ${path}: status ${status} is not documented`];
    if (status === 304 || status === 204) return [];
    if (!response.content?.['application/json']) return [`${method} ${path} ${status}: no JSON answer documented`];
    const pointer = ['paths', match.template, method.toLowerCase(), 'responses', String(status)]
      .map(escapePointer)
      .join('/');
    const validate = ajv.getSchema(`openapi.json#/${pointer}/content/application~1json/schema`);
    if (!validate) return [`${method} ${path} ${status}: no schema`];
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${method} ${path} ${status}: ${e.instancePath || '/'} ${e.message}`);
  };
}
