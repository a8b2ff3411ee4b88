import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/schema.js';
import type { AppError } from '../../platform/errors.js';
import { buildSearchFilter, type SearchContext } from './search-filter.js';
import { searchBody } from './test-support.js';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const ctx: SearchContext = {
  workspaceId: 'ws',
  projectId: 'p',
  attributes: new Map([
    ['segment', 'TEXT'],
    ['nps', 'NUMERIC'],
    ['tags', 'MULTI_TEXT'],
  ]),
  models: new Map([
    [
      'topics',
      {
        id: 'm1',
        senseType: 'CATEGORY',
        aspectSentiment: false,
        within: new Map([
          ['parent', ['parent', 'leaf-a', 'leaf-b']],
          ['leaf-a', ['leaf-a']],
        ]),
      },
    ],
    ['mood', { id: 'm2', senseType: 'SENTIMENT', aspectSentiment: false }],
  ]),
};

const compile = (overrides: Parameters<typeof searchBody>[0]) => {
  const filter = buildSearchFilter(searchBody(overrides), ctx);
  const q = db.selectFrom('project_document').select('id').where(filter.where).compile();
  return { sql: q.sql, params: q.parameters, query: filter.query };
};
const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    return (e as AppError).messageCode;
  }
  return 'none';
};

describe('buildSearchFilter', () => {
  it('scopes to the workspace, the analysis and non-trashed, non-empty documents', () => {
    const { sql, params } = compile({});
    expect(sql).toContain('"project_document"."workspace_id" = $1');
    expect(sql).toContain('"project_document"."project_id" = $2');
    expect(sql).toContain('"project_document"."trashed_at" is null');
    expect(sql).toContain("project_document.content <> ''");
    expect(params).toEqual(['ws', 'p']);
    expect(compile({ showEmptyContent: true }).sql).not.toContain('content <>');
  });

  it('needs three characters of query after trimming, and matches in the document language', () => {
    expect(codeOf(() => compile({ query: ' ab ' }))).toBe('SEARCH_TOO_SHORT');
    expect(compile({ query: '   ' }).query).toBeNull();
    const { sql, query } = compile({ query: ' kargo gecikti ' });
    expect(query).toBe('kargo gecikti');
    expect(sql).toContain("websearch_to_tsquery('turkish'");
    expect(sql).toContain("websearch_to_tsquery('english'");
    expect(sql).toContain("websearch_to_tsquery('simple'");
  });

  it('compares the bare date column chosen by searchByDate, and refuses an inverted range', () => {
    const range = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-02-01T00:00:00.000Z' };
    expect(compile(range).sql).toContain('"project_document"."content_date" >= $3 and "project_document"."content_date" <= $4');
    expect(compile({ ...range, searchByDate: 'CREATE_DATE' }).sql).toContain('"project_document"."created_at" >=');
    expect(compile({ ...range, searchByDate: 'LAST_STATUS_UPDATE_DATE' }).sql).toContain(
      '"project_document"."status_updated_at" <=',
    );
    expect(codeOf(() => compile({ startDate: range.endDate, endDate: range.startDate }))).toBe('DATE_RANGE_INVALID');
  });

  it('matches attribute values by containment so the GIN index applies, typed by the attribute', () => {
    const fq = (fieldName: string, key: string) => compile({ fieldQueries: [{ fieldName, operand: 'IN', values: [{ key }] }] });
    expect(fq('nps', '6').params).toContain('{"nps":6}');
    expect(fq('segment', '6').params).toContain('{"segment":"6"}');
    expect(fq('tags', 'vip').params).toContain('{"tags":["vip"]}');
    expect(fq('nps', '6').sql).toContain('project_document.attributes @> $3::jsonb');
    expect(codeOf(() => fq('unknown', 'x'))).toBe('ATTRIBUTE_UNKNOWN');
  });

  it('turns numeric ranges into a jsonpath with variables', () => {
    const { sql, params } = compile({
      fieldQueries: [
        {
          fieldName: 'nps',
          operand: 'RANGE',
          values: [
            { key: 'GTE', minValue: 7 },
            { key: 'LT', maxValue: 9 },
          ],
        },
      ],
    });
    expect(sql).toContain('jsonb_path_exists');
    expect(params).toContain('$."nps" ? (@ >= $v0 && @ < $v1)');
    expect(params).toContain('{"v0":7,"v1":9}');
    expect(codeOf(() => compile({ fieldQueries: [{ fieldName: 'nps', operand: 'BETWEEN', values: [1] }] }))).toBe(
      'FIELD_INVALID',
    );
    // Unknown operands are refused by the body's schema; a known one that does not fit the field is refused here.
    expect(codeOf(() => compile({ fieldQueries: [{ fieldName: 'channel', operand: 'RANGE', values: [{ key: 'x' }] }] }))).toBe(
      'FIELD_INVALID_OPTION',
    );
  });

  it('a selected parent category matches the documents of every category under it', () => {
    const id = { categoryId: 'parent', sentimentKey: null, virtual: false, dynamicKey: null };
    const { params } = compile({ categoryQueries: [{ fieldName: 'topics', operand: 'IN', ids: [id] }] });
    expect(params).toEqual(expect.arrayContaining(['parent', 'leaf-a', 'leaf-b']));
    const leaf = compile({ categoryQueries: [{ fieldName: 'topics', operand: 'IN', ids: [{ ...id, categoryId: 'leaf-a' }] }] });
    expect(leaf.params).not.toContain('leaf-b');
  });

  it('filters categories through EXISTS on the category rows; virtual ids match nothing; sentiment models read the document', () => {
    const id = { categoryId: 'c1', sentimentKey: null, virtual: false, dynamicKey: null };
    const exists = compile({ categoryQueries: [{ fieldName: 'topics', operand: 'NOT_IN', ids: [id] }] });
    expect(exists.sql).toContain(
      'not exists (select 1 as "one" from "project_document_category" where "project_document_category"."document_id" = "project_document"."id" and "project_document_category"."model_id" = $3',
    );
    expect(compile({ categoryQueries: [{ fieldName: 'topics', operand: 'IN', ids: [{ ...id, virtual: true }] }] }).sql).toContain(
      'false',
    );
    const mood = compile({ categoryQueries: [{ fieldName: 'mood', operand: 'IN', ids: [{ ...id, categoryId: 'POSITIVE' }] }] });
    expect(mood.sql).toContain('"project_document"."sentiment" = $3');
    expect(codeOf(() => compile({ categoryQueries: [{ fieldName: 'nope', operand: 'IN', ids: [id] }] }))).toBe(
      'ANALYSIS_MODEL_NOT_FOUND',
    );
    const dynamic = compile({
      categoryQueries: [
        { fieldName: 'topics', operand: 'IN', ids: [{ ...id, categoryId: 'DYN_segment~gold', dynamicKey: 'segment' }] },
      ],
    });
    expect(dynamic.params).toContain('{"segment":"gold"}');
  });

  it('drops invalid document ids instead of failing the uuid cast', () => {
    expect(compile({ documentIds: ['nope'] }).sql).toContain('false');
    const uuid = '00000000-0000-4000-8000-000000000000';
    expect(compile({ documentIds: [uuid, 'nope'] }).params).toContain(uuid);
  });
});
