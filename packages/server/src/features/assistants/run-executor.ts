import type { MessageCode } from '@sentio/domain';
import type { StoredRunCategory } from '../../platform/db/schema-assistants.js';
import { AppError } from '../../platform/errors.js';
import { parseJsonReply, type AiGateway, type ChatRequest } from '../ai-provider/index.js';
import {
  answerReplySchema,
  answerRequest,
  batches,
  capLabels,
  keepCitations,
  labelReplySchema,
  labelRequest,
  nameKey,
  systemMessage,
  voteLabels,
  type LabelTask,
  type PromptDocument,
} from './protocol.js';
import type { AssistantRepository, RunRow, SuggestionInsert } from './repository.js';

/** A proposed name is cut to what a category or root cause name may hold. */
const NAME_LIMIT = 100;

/** The failure a run keeps: the provider's or budget's message code; anything else is logged and INTERNAL_ERROR. */
export function failureCode(err: unknown): MessageCode | null {
  if (err instanceof AppError && err.messageCode.startsWith('AI_')) return err.messageCode;
  return null;
}

/**
 * The work of one run, as the `assistant.run` job does it (docs/assistants.md "Runs"): batches of at most ten
 * documents per call, `repeatCount` answers per batch and a majority vote per label, progress after every batch, a
 * stop honoured between batches. A provider error or the budget ends the run FAILED with its code; what was suggested
 * before stays.
 */
export class RunExecutor {
  constructor(
    private readonly deps: {
      repo: AssistantRepository;
      gateway: AiGateway;
      log: { error(obj: object, msg: string): void };
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async execute(workspaceId: string, runId: string, signal: AbortSignal): Promise<void> {
    const { repo, log } = this.deps;
    const started = await repo.changeRun(workspaceId, runId, { status: 'RUNNING' }, ['QUEUED', 'RUNNING']);
    if (!started) return;
    try {
      if (started.action_type === 'CLASSIFY' || started.action_type === 'ROOT_CAUSE') await this.label(started, signal);
      else await this.answer(started, signal);
      await repo.changeRun(workspaceId, runId, { status: 'DONE', finished_at: this.now() }, ['RUNNING']);
    } catch (err) {
      if (signal.aborted) {
        // The queue is stopping (or the job was cancelled): not the provider's fault, and no run stays active.
        await repo.changeRun(workspaceId, runId, { status: 'STOPPED', finished_at: this.now() }, ['RUNNING']);
        return;
      }
      const code = failureCode(err);
      if (!code) log.error({ err, runId }, 'assistant run failed');
      await repo.changeRun(
        workspaceId,
        runId,
        { status: 'FAILED', error_code: code ?? 'INTERNAL_ERROR', finished_at: this.now() },
        ['RUNNING'],
      );
    }
  }

  private texts(run: RunRow, ids: readonly string[]): Promise<PromptDocument[]> {
    const s = run.settings;
    return s.projectId !== null
      ? this.deps.repo.projectTexts(run.workspace_id, s.projectId, ids)
      : this.deps.repo.modelTexts(run.workspace_id, s.modelId ?? '', ids);
  }

  private async chat(run: RunRow, request: ChatRequest, signal: AbortSignal) {
    const reply = await this.deps.gateway.chat(run.account_id, request, signal);
    await this.deps.repo.addTokens(run.workspace_id, run.id, reply.tokens);
    return reply;
  }

  private async stillRunning(run: RunRow): Promise<boolean> {
    return (await this.deps.repo.run(run.workspace_id, run.id))?.status === 'RUNNING';
  }

  private async label(run: RunRow, signal: AbortSignal): Promise<void> {
    const s = run.settings;
    const task = run.action_type as LabelTask;
    const byKey = new Map<string, StoredRunCategory>(s.categories.map((c) => [nameKey(c.name), c]));
    const accept = (key: string) => byKey.has(key) || s.allowNew;
    const system = systemMessage(task, s.subject, s.prompt);
    const used = new Map<string, number>();
    for (const ids of batches(run.document_ids)) {
      if (!(await this.stillRunning(run))) return;
      const documents = await this.texts(run, ids);
      const answers = new Map<string, { name: string; quote: string; reason: string }[][]>();
      if (documents.length > 0) {
        const user = labelRequest(task, {
          categories: s.categories.map((c) => c.name),
          min: s.min,
          max: s.max,
          allowNew: s.allowNew,
          documents,
        });
        for (let i = 0; i < s.repeatCount; i++) {
          const reply = await this.chat(
            run,
            {
              model: s.llmModel,
              json: true,
              temperature: 0,
              messages: [
                { role: 'system', content: system },
                { role: 'user', content: user },
              ],
            },
            signal,
          );
          const parsed = parseJsonReply(reply.content, labelReplySchema);
          for (const d of documents) {
            const item = parsed.items.find((it) => it.documentId === d.id);
            answers.set(d.id, [...(answers.get(d.id) ?? []), item?.labels ?? []]);
          }
        }
      }
      const rows: SuggestionInsert[] = [];
      for (const d of documents) {
        const voted = voteLabels(answers.get(d.id) ?? [], s.repeatCount, d.text, accept);
        for (const label of capLabels(voted, s.max, s.assignmentLimit, used)) {
          rows.push(this.suggestion(run, d.id, label, byKey.get(label.key) ?? null));
        }
      }
      await this.deps.repo.insertSuggestions(rows);
      const progressed = await this.deps.repo.addProgress(run.workspace_id, run.id, {
        processed: ids.length,
        suggestions: rows.length,
        tokens: 0,
      });
      if (!progressed) return;
    }
  }

  private suggestion(
    run: RunRow,
    documentId: string,
    label: { name: string; quote: string; reason: string; confidence: number },
    known: StoredRunCategory | null,
  ): SuggestionInsert {
    const s = run.settings;
    const base = {
      workspace_id: run.workspace_id,
      assistant_id: run.assistant_id,
      run_id: run.id,
      document_id: documentId,
      quote: label.quote,
      reason: label.reason,
      confidence: label.confidence,
    };
    if (run.action_type === 'ROOT_CAUSE')
      return {
        ...base,
        kind: 'ROOT_CAUSE',
        name: known?.name ?? label.name.slice(0, NAME_LIMIT),
        root_cause_id: known?.rootCauseId ?? null,
      };
    if (known) return { ...base, kind: 'CATEGORY', name: known.name, category_id: known.categoryId, model_id: known.modelId };
    return { ...base, kind: 'NEW_CATEGORY', name: label.name.slice(0, NAME_LIMIT), model_id: s.modelId };
  }

  private async answer(run: RunRow, signal: AbortSignal): Promise<void> {
    const s = run.settings;
    const task = run.action_type === 'SUMMARISE' ? 'SUMMARISE' : 'ANSWER';
    const documents = await this.texts(run, run.document_ids);
    const question = s.prompt.trim() !== '' ? s.prompt : s.subject;
    const reply = await this.chat(
      run,
      {
        model: s.llmModel,
        json: true,
        temperature: 0,
        messages: [
          { role: 'system', content: systemMessage(task, s.subject, s.prompt) },
          { role: 'user', content: answerRequest(task, { question, matching: run.matching, documents }) },
        ],
      },
      signal,
    );
    const parsed = parseJsonReply(reply.content, answerReplySchema);
    const answer = { text: parsed.answer, citations: keepCitations(parsed.citations, documents) };
    await this.deps.repo.changeRun(
      run.workspace_id,
      run.id,
      { answer: JSON.stringify(answer), processed: run.document_ids.length },
      ['RUNNING'],
    );
  }
}
