import { jsonUploadBody, type JsonDocument, type MessageCode } from '@sentio/domain';
import { isMessageCode } from '../../app/api/errors';

export interface JsonIssue {
  /** Where in the pasted JSON, e.g. `documents[3].turns`; empty for the whole. */
  path: string;
  code: MessageCode;
}

export type ParsedDocuments =
  { ok: true; documents: JsonDocument[]; dialogues: number } | { ok: false; syntax: string | null; issues: JsonIssue[] };

const pathText = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((out, p) => (typeof p === 'number' ? `${out}[${p}]` : out ? `${out}.${String(p)}` : String(p)), '');

/**
 * Reads what the user pasted or picked: an array of documents or `{ "documents": [...] }`, checked with the
 * server's schema (text or turns, at most 5,000). Errors list their paths, so a long paste can be fixed in place;
 * only the first `maxIssues` are kept.
 */
export function parseJsonDocuments(text: string, maxIssues = 20): ParsedDocuments {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, syntax: error instanceof Error ? error.message : String(error), issues: [] };
  }
  const body = Array.isArray(value) ? { documents: value } : value;
  const result = jsonUploadBody.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.slice(0, maxIssues).map((i) => ({
      path: pathText(i.path),
      code: isMessageCode(i.message) ? i.message : ('FIELD_INVALID' as const),
    }));
    return { ok: false, syntax: null, issues };
  }
  const documents = result.data.documents;
  return { ok: true, documents, dialogues: documents.filter((d) => d.turns !== undefined).length };
}

/** The example shown in the editor: one text document and one dialogue, as the contract accepts them. */
export const jsonExample = JSON.stringify(
  {
    documents: [
      { id: 'r-1', text: 'Kargom hâlâ gelmedi', date: '2025-01-31', labels: ['Delivery'] },
      {
        id: 'c-7',
        turns: [
          { speaker: 'customer', text: 'My card was charged twice.' },
          { speaker: 'agent', text: 'Sorry about that, I am refunding one charge now.' },
        ],
      },
    ],
  },
  null,
  2,
);
