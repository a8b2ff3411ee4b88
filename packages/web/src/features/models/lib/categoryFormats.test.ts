// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  categoryTreeFromCsv,
  categoryTreeFromJson,
  categoryTreeToCsv,
  categoryTreeToJson,
  countCategories,
  namesWithSeparator,
  parseCategoryFile,
  toCategoryNodes,
} from './categoryFormats';

describe('categoryTreeFromCsv', () => {
  it('builds a tree from "parent > child" paths, creating parents and merging repeated ones', () => {
    const { tree, issues } = categoryTreeFromCsv('Service > Waiting time\nService>Staff\nPrice\n\nService > Staff > Rude\n');
    expect(issues).toEqual([]);
    expect(tree).toEqual([
      { name: 'Service', children: [{ name: 'Waiting time' }, { name: 'Staff', children: [{ name: 'Rude' }] }] },
      { name: 'Price' },
    ]);
  });

  it('merges siblings whose names differ only in case, Turkish-aware, and keeps the first spelling', () => {
    const { tree } = categoryTreeFromCsv('İade > Kargo\niade > Ücret\nIADE');
    expect(tree).toEqual([{ name: 'İade', children: [{ name: 'Kargo' }, { name: 'Ücret' }] }]);
  });

  it('skips a header line and a byte-order mark, accepts CRLF and collapses inner whitespace', () => {
    const { tree, issues } = categoryTreeFromCsv('\uFEFFpath\r\nFood  >  Cold   dishes\r\n');
    expect(issues).toEqual([]);
    expect(tree).toEqual([{ name: 'Food', children: [{ name: 'Cold dishes' }] }]);
  });

  it('reads quoted lines with commas and doubled quotes', () => {
    const { tree } = categoryTreeFromCsv('"Delivery, returns > ""Fast"" shipping"');
    expect(tree).toEqual([{ name: 'Delivery, returns', children: [{ name: '"Fast" shipping' }] }]);
  });

  it('reports empty names, over-long names and broken quoting with their line numbers and keeps the valid lines', () => {
    const long = 'x'.repeat(101);
    const { tree, issues } = categoryTreeFromCsv(`A > \n> B\nOK\n${long}\n"broken\n"bad"quote"`);
    expect(tree).toEqual([{ name: 'OK' }]);
    expect(issues).toEqual([
      { code: 'emptyName', line: 1 },
      { code: 'emptyName', line: 2 },
      { code: 'nameTooLong', line: 4, max: 100 },
      { code: 'unclosedQuote', line: 5 },
      { code: 'unclosedQuote', line: 6 },
    ]);
  });

  it('reports an empty file', () => {
    expect(categoryTreeFromCsv('\n  \n').issues).toEqual([{ code: 'empty' }]);
    expect(categoryTreeFromCsv('path\n').issues).toEqual([{ code: 'empty' }]);
  });

  it('refuses a file with too many lines', () => {
    const text = Array.from({ length: 5001 }, (_, i) => `C${i}`).join('\n');
    expect(categoryTreeFromCsv(text)).toEqual({ tree: [], issues: [{ code: 'tooManyLines', max: 5000 }] });
  });
});

describe('categoryTreeToCsv', () => {
  const tree = [
    { name: 'Service', children: [{ name: 'Staff', children: [{ name: 'Rude' }] }, { name: 'Wait' }] },
    { name: 'Price' },
  ];

  it('writes a header and one path per category, parents first, with CRLF', () => {
    expect(categoryTreeToCsv(tree)).toBe(
      'path\r\nService\r\nService > Staff\r\nService > Staff > Rude\r\nService > Wait\r\nPrice\r\n',
    );
  });

  it('round-trips through the parser, including commas, quotes and formula-like names', () => {
    const tricky = [{ name: '=SUM(A1)', children: [{ name: 'a, "b"' }] }, { name: '-minus' }, { name: '@at' }];
    const csv = categoryTreeToCsv(tricky);
    expect(csv).toContain(`'=SUM(A1)\r\n`);
    expect(csv).not.toMatch(/^[=+\-@]/m);
    expect(categoryTreeFromCsv(csv)).toEqual({ tree: tricky, issues: [] });
    expect(categoryTreeFromCsv(categoryTreeToCsv(tree))).toEqual({ tree, issues: [] });
  });

  it('names the categories that contain the separator (CSV would split them)', () => {
    expect(namesWithSeparator([{ name: 'a>b', children: [{ name: 'ok' }, { name: 'c > d' }] }])).toEqual(['a>b', 'c > d']);
  });
});

describe('categoryTreeFromJson', () => {
  it('reads the import body, a bare array, and the API tree (ids and aliases ignored)', () => {
    expect(categoryTreeFromJson('{"categories":[{"name":"A","children":[{"name":"B"}]}]}').tree).toEqual([
      { name: 'A', children: [{ name: 'B' }] },
    ]);
    expect(categoryTreeFromJson('[{"name":" A ","children":[]}]').tree).toEqual([{ name: 'A' }]);
    const api = [{ id: '1', name: 'A', parentId: null, hierarchy: 'A', aliases: { tr: 'a' }, documentCount: 3, children: [] }];
    expect(categoryTreeFromJson(JSON.stringify(api))).toEqual({ tree: [{ name: 'A' }], issues: [] });
  });

  it('reports invalid JSON and wrong shapes', () => {
    expect(categoryTreeFromJson('{').issues).toEqual([{ code: 'invalidJson' }]);
    expect(categoryTreeFromJson('{"x":1}').issues).toEqual([{ code: 'invalidShape' }]);
    expect(categoryTreeFromJson('[{"name":1}]').issues).toEqual([{ code: 'invalidShape' }]);
    expect(categoryTreeFromJson('[{"name":"A","children":"B"}]').issues).toEqual([{ code: 'invalidShape' }]);
    expect(categoryTreeFromJson('[]').issues).toEqual([{ code: 'empty' }]);
  });

  it("applies the server's tree rules and names the path of each problem", () => {
    const { issues } = categoryTreeFromJson('[{"name":"Food","children":[{"name":"Price"},{"name":"price"}]},{"name":""}]');
    expect(issues).toEqual([
      { code: 'rule', messageCode: 'MODEL_CATEGORY_NAME_DUPLICATE', path: 'Food > price' },
      { code: 'rule', messageCode: 'MODEL_CATEGORY_NAME_REQUIRED', path: '#2' },
    ]);
  });

  it('round-trips with the JSON export', () => {
    const tree = [{ name: 'a>b', children: [{ name: 'c' }] }];
    expect(categoryTreeFromJson(categoryTreeToJson(tree))).toEqual({ tree, issues: [] });
  });
});

describe('helpers', () => {
  it('picks the parser by extension', () => {
    expect(parseCategoryFile('tree.JSON', '[{"name":"A"}]').tree).toEqual([{ name: 'A' }]);
    expect(parseCategoryFile('tree.csv', 'A > B').tree).toEqual([{ name: 'A', children: [{ name: 'B' }] }]);
    expect(parseCategoryFile('tree.txt', 'A').tree).toEqual([{ name: 'A' }]);
  });

  it('reduces the API tree to names and counts all levels', () => {
    const leaf = { id: '2', name: 'B', parentId: '1', hierarchy: 'A > B', aliases: {}, documentCount: 0, children: [] };
    const nodes = toCategoryNodes([{ ...leaf, id: '1', name: 'A', parentId: null, hierarchy: 'A', children: [leaf] }]);
    expect(nodes).toEqual([{ name: 'A', children: [{ name: 'B' }] }]);
    expect(countCategories(nodes)).toBe(2);
  });
});
