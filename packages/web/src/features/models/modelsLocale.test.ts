// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  classificationTypes,
  emotionLabels,
  entityTypes,
  learningStatuses,
  modelAccessTypes,
  modelDataTypes,
  modelListTabs,
  modelTypeCodes,
  pipelineStageCodes,
  publicStatuses,
  senseTypes,
  sentimentLabels,
  trainingStatuses,
} from '@sentio/domain';
import { resources } from '../../app/i18n';
import { modelMenuPages } from './components/modelPages';
import { journeySteps } from './lib/journey';
import { wizardSteps } from './lib/wizard';

/** The models namespace builds many keys from closed sets (statuses, stages, steps): each must exist in both languages. */
function has(lng: string, key: string): boolean {
  let node: unknown = resources[lng]?.['models'];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' && node.trim() !== '';
}

const keys = [
  ...senseTypes.flatMap((s) => [`senseType.${s}`, `senseTypeHint.${s}`]),
  ...classificationTypes.flatMap((c) => [`classificationType.${c}`, `classificationTypeHint.${c}`]),
  ...modelDataTypes.flatMap((d) => [`dataType.${d}`, `dataTypeHint.${d}`]),
  ...modelTypeCodes.map((c) => `typeCode.${c}`),
  ...modelAccessTypes.map((a) => `accessType.${a}`),
  ...publicStatuses.map((s) => `publicStatus.${s}`),
  ...learningStatuses.map((s) => `learningStatus.${s}`),
  ...trainingStatuses.map((s) => `trainingStatus.${s}`),
  ...modelListTabs.map((tab) => `list.tabs.${tab}`),
  ...sentimentLabels.map((l) => `labels.sentiment.${l}`),
  ...emotionLabels.map((l) => `labels.emotion.${l}`),
  ...entityTypes.map((e) => `entityType.${e}`),
  ...pipelineStageCodes.flatMap((c) => [`pipeline.stages.${c}.name`, `pipeline.stages.${c}.description`]),
  ...modelMenuPages.map((p) => `shell.menu.${p}`),
  ...wizardSteps.map((s) => `wizard.steps.${s}`),
  ...senseTypes.map((s) => `wizard.type.fixedClassification.${s}`),
  ...(['SENTIMENT', 'EMOTION', 'NAMED_ENTITY'] as const).map((s) => `wizard.labels.fixed.${s}`),
  ...journeySteps.flatMap((s) => ['title', 'description', 'action', 'values'].map((k) => `journey.steps.${s}.${k}`)),
  ...(['PRIVATE', 'WORKSPACE'] as const).map((a) => `settings.access.hint.${a}`),
  ...['empty', 'emptyName', 'unclosedQuote', 'nameTooLong', 'nameTooLongJson', 'tooManyLines', 'invalidJson', 'invalidShape'].map(
    (c) => `categories.file.${c}`,
  ),
  'language.tr',
  'language.en',
];

describe('models locale', () => {
  it.each(['en', 'tr'])('has every run-time key in %s', (lng) => {
    expect(keys.filter((k) => !has(lng, k))).toEqual([]);
  });
});
