import dayjs, { type Dayjs } from 'dayjs';
import {
  fromWall,
  toWall,
  wallDate,
  type Journey,
  type JourneyBody,
  type JourneyCategoryDisplay,
  type JourneyScoreDisplay,
  type JourneyVisibility,
} from '@sentio/domain';

export interface ConditionValues {
  projectCode: string;
  categoryIds: string[];
  attributes: { field: string; value: string }[];
}
export interface StepValues {
  /** Kept across edits so drill-down links (`cjs`) stay valid. */
  id?: string;
  name: string;
  conditions: ConditionValues[];
}
export interface JourneyValues {
  name: string;
  description: string;
  quickFilterTitle: string;
  icon: string | null;
  range: [Dayjs | null, Dayjs | null] | null;
  visibility: JourneyVisibility;
  scoreDisplay: JourneyScoreDisplay[];
  npsField: string | null;
  csatField: string | null;
  rootCauseLimit: number;
  categoryLimit: number;
  detailCategoryLimit: number;
  categoryDisplay: JourneyCategoryDisplay;
  steps: StepValues[];
}

export const emptyCondition = (): ConditionValues => ({ projectCode: '', categoryIds: [], attributes: [] });
export const emptyStep = (): StepValues => ({ name: '', conditions: [emptyCondition()] });

/** The form's values: the server's defaults for a new journey (one empty step), or the journey's own. */
export function initialValues(journey: Journey | undefined, timeZone: string): JourneyValues {
  const day = (iso: string | null): Dayjs | null => {
    if (iso === null) return null;
    const wall = toWall(new Date(iso), timeZone);
    return dayjs(new Date(wall.year(), wall.month(), wall.date()));
  };
  if (!journey)
    return {
      name: '',
      description: '',
      quickFilterTitle: '',
      icon: null,
      range: null,
      visibility: 'WORKSPACE',
      scoreDisplay: ['SENTIMENT'],
      npsField: null,
      csatField: null,
      rootCauseLimit: 5,
      categoryLimit: 5,
      detailCategoryLimit: 10,
      categoryDisplay: 'MOST_DECREASING',
      steps: [emptyStep()],
    };
  const start = day(journey.startDate);
  const end = day(journey.endDate);
  return {
    name: journey.name,
    description: journey.description,
    quickFilterTitle: journey.quickFilterTitle,
    icon: journey.icon,
    range: start === null && end === null ? null : [start, end],
    visibility: journey.visibility,
    scoreDisplay: journey.scoreDisplay,
    npsField: journey.npsField,
    csatField: journey.csatField,
    rootCauseLimit: journey.rootCauseLimit,
    categoryLimit: journey.categoryLimit,
    detailCategoryLimit: journey.detailCategoryLimit,
    categoryDisplay: journey.categoryDisplay,
    steps: journey.steps.map((s) => ({
      id: s.id,
      name: s.name,
      conditions: s.conditions.map((c) => ({ projectCode: c.projectCode, categoryIds: c.categoryIds, attributes: c.attributes })),
    })),
  };
}

/** A picked calendar day as the instant its day starts (or ends) in the reporting time zone. */
function dayBound(value: Dayjs | null | undefined, timeZone: string, end: boolean): string | null {
  if (!value) return null;
  const wall = wallDate(value.year(), value.month() + 1, value.date());
  if (wall === null) return null;
  return fromWall(end ? wall.endOf('day') : wall.startOf('day'), timeZone).toISOString();
}

/** The create/update body; rating fields of scores that are not shown are not sent. */
export function toBody(values: JourneyValues, timeZone: string): JourneyBody {
  const shows = (score: JourneyScoreDisplay) => values.scoreDisplay.includes(score);
  return {
    name: values.name.trim(),
    description: (values.description ?? '').trim(),
    quickFilterTitle: values.quickFilterTitle.trim(),
    icon: values.icon ?? null,
    startDate: dayBound(values.range?.[0], timeZone, false),
    endDate: dayBound(values.range?.[1], timeZone, true),
    visibility: values.visibility,
    scoreDisplay: values.scoreDisplay,
    npsField: shows('NPS') ? (values.npsField ?? null) : null,
    csatField: shows('CSAT') ? (values.csatField ?? null) : null,
    rootCauseLimit: values.rootCauseLimit,
    categoryLimit: values.categoryLimit,
    detailCategoryLimit: values.detailCategoryLimit,
    categoryDisplay: values.categoryDisplay,
    steps: (values.steps ?? []).map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      name: s.name.trim(),
      conditions: (s.conditions ?? []).map((c) => ({
        projectCode: c.projectCode ?? '',
        categoryIds: c.categoryIds ?? [],
        attributes: (c.attributes ?? []).filter((a) => a.field),
      })),
    })),
  };
}

type NamePath = (string | number)[];

/**
 * Where a server field error goes: `startDate`/`endDate` on the range picker; a step's condition errors
 * (`steps.0.conditions`, `steps.0.conditions.1.projectCode`) on that step's condition list; anything else on its path.
 */
export function fieldNameOf(path: string): NamePath {
  const parts: NamePath = path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  if (parts[0] === 'startDate' || parts[0] === 'endDate') return ['range'];
  if (parts[0] === 'steps' && typeof parts[1] === 'number' && parts[2] === 'conditions') return parts.slice(0, 3);
  return parts;
}

/** The server's field errors as the form's fields, one entry per field with its texts (repeats shown once). */
export function formFieldErrors(
  fields: readonly { field: string; messageCode: string; message: string }[],
  text: (field: { messageCode: string; message: string }) => string,
): { name: NamePath; errors: string[] }[] {
  const out = new Map<string, { name: NamePath; errors: string[] }>();
  for (const f of fields) {
    const name = fieldNameOf(f.field);
    const key = name.join('.');
    const entry = out.get(key) ?? { name, errors: [] };
    const message = text(f);
    if (!entry.errors.includes(message)) entry.errors.push(message);
    out.set(key, entry);
  }
  return [...out.values()];
}
