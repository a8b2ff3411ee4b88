import type { modelColumnMatchingBody } from '@sentio/domain';
import type { z } from 'zod';
import type { DateReader } from '../ingest/dates.js';
import { RowColumns, rowFailure, type RowResult } from '../ingest/rows.js';
import type { LabelResolver } from './labels.js';
import type { NewDocument } from './repository.js';

export type Matching = z.output<typeof modelColumnMatchingBody>;

export interface RowContext {
  columns: readonly string[];
  matching: Matching;
  dialogue: boolean;
  multiLabel: boolean;
  resolver: LabelResolver;
  readDate: DateReader;
  userId: string | null;
  /** The upload's time: every document's date when the matching's date source is UPLOAD_TIME. */
  uploadedAt?: Date;
}

/**
 * Reads one uploaded row as a training document, or says why it cannot be one: what every upload checks (a
 * formula cell, no content, a date not in the chosen format), then a label the model lacks or two labels on a
 * single-label model. The first ID and date columns are used; attribute columns become attributes.
 */
export function rowReader(ctx: RowContext): (row: readonly string[]) => RowResult<NewDocument> {
  const cols = new RowColumns(ctx.columns, ctx.matching, [ctx.matching.labelColumn]);
  const label = ctx.matching.labelColumn === null ? undefined : cols.column(ctx.matching.labelColumn);
  // The service resolves the default before saving the matching; awaiting approval is the safe reading of none.
  const labelStatus = ctx.matching.labelStatus ?? 'AWAITING_APPROVAL';

  return (row) => {
    const content = cols.readContent(row, ctx.dialogue);
    if ('reason' in content) return content;
    const date = cols.readDate(row, ctx.readDate, ctx.matching.dateFormat);
    if ('reason' in date) return date;

    const written = label
      ? RowColumns.cell(row, label)
          .split(ctx.matching.labelSeparator)
          .map((v) => v.trim())
          .filter((v) => v !== '')
      : [];
    if (!ctx.multiLabel && written.length > 1) return rowFailure('MODEL_SINGLE_LABEL_ONE_CATEGORY');
    const labelIds: string[] = [];
    for (const w of written) {
      const resolved = ctx.resolver.resolve(w);
      if (!resolved) return rowFailure('MODEL_LABEL_UNKNOWN', `"${w}"`);
      if (!labelIds.includes(resolved)) labelIds.push(resolved);
    }

    const attrs: Record<string, string> = {};
    for (const a of cols.attributes) {
      const v = RowColumns.cell(row, a).trim();
      if (v !== '') attrs[a.name] = v;
    }
    const externalId = RowColumns.cell(row, cols.id).trim();
    return {
      doc: {
        externalId: externalId === '' ? null : externalId.slice(0, 200),
        text: content.text,
        turns: content.turns,
        contentDate: ctx.matching.dateSource === 'UPLOAD_TIME' ? (ctx.uploadedAt ?? null) : date.date,
        labelIds,
        status: labelIds.length > 0 ? labelStatus : 'UNMARKED',
        labelledBy: ctx.userId,
        attributes: attrs,
      },
    };
  };
}
