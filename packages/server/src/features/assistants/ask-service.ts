import { assistantLimits, searchRequestSchema, type AskResponse, type SearchRequest } from '@sentio/domain';
import { parseJsonReply, type AiGateway } from '../ai-provider/index.js';
import type { ProjectOwner } from './owners.js';
import {
  answerReplySchema,
  answerRequest,
  cosine,
  keepCitations,
  rankByWords,
  systemMessage,
  type PromptDocument,
} from './protocol.js';
import type { DocumentFinder } from './run-service.js';

/** Matching documents (newest first) ranked for a question; the best `askDocuments` go to the LLM. */
const POOL = 200;
/** Characters of a document an embedding reads. */
const EMBED_TEXT = 1000;

/** Words of the document around a quote, for the answer's citation list. */
export function snippetAround(text: string, quote: string, width = 80): string {
  const at = text.toLocaleLowerCase('tr').indexOf(quote.toLocaleLowerCase('tr'));
  if (at < 0) return text.slice(0, width * 2);
  const start = Math.max(0, at - width);
  const end = Math.min(text.length, at + quote.length + width);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * "Ask your data" (docs/assistants.md): the count comes from the search itself and is given to the LLM, so the answer
 * never has to invent a number; the documents given are the best matching ones for the question (by the provider's
 * embeddings when it has an embedding model, else by words shared with the question); citations of documents not
 * given, or quotes they do not contain, are removed.
 */
export class AskService {
  constructor(
    private readonly deps: {
      gateway: AiGateway;
      find: DocumentFinder;
    },
  ) {}

  async ask(owner: ProjectOwner, question: string, filter: SearchRequest | undefined): Promise<AskResponse> {
    const { gateway, find } = this.deps;
    const body = filter ?? searchRequestSchema.parse({});
    const { documents: pool, matching } = await find(owner.scope, owner.project.code, body, POOL);
    let tokens = 0;
    let ranked: PromptDocument[] = rankByWords(question, pool);
    if (pool.length > assistantLimits.askDocuments) {
      const embedded = await gateway.embed(owner.accountId, [question, ...pool.map((d) => d.text.slice(0, EMBED_TEXT))]);
      if (embedded) {
        tokens += embedded.tokens;
        const [q, ...vectors] = embedded.vectors;
        if (q && vectors.length === pool.length)
          ranked = pool
            .map((d, i) => ({ d, i, s: cosine(q, vectors[i] ?? []) }))
            .sort((a, b) => b.s - a.s || a.i - b.i)
            .map((x) => x.d);
      }
    }
    const documents = ranked.slice(0, assistantLimits.askDocuments);
    const reply = await gateway.chat(owner.accountId, {
      json: true,
      temperature: 0,
      messages: [
        { role: 'system', content: systemMessage('ANSWER', `Ask your data: ${owner.project.name}`, '') },
        { role: 'user', content: answerRequest('ANSWER', { question, matching, documents }) },
      ],
    });
    tokens += reply.tokens;
    const parsed = parseJsonReply(reply.content, answerReplySchema);
    const byId = new Map(documents.map((d) => [d.id, d.text]));
    return {
      answer: parsed.answer,
      citations: keepCitations(parsed.citations, documents).map((c) => ({
        ...c,
        snippet: snippetAround(byId.get(c.documentId) ?? '', c.quote),
      })),
      matching,
      used: documents.length,
      tokensUsed: tokens,
      model: reply.model,
    };
  }
}
