import type { ReactNode } from 'react';
import { Flex, Popover, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/format';

export interface DrillAnalysis {
  projectCode: string;
  name: string;
  /** Shown beside the analysis when known (the distribution's per-analysis counts). */
  issues?: number;
}

/**
 * A number that opens its documents in the data tab. The documents live in analyses: with one analysis the link goes
 * straight to its data tab; with several, a popover lists each analysis (with its count when known) as a link.
 */
export function DrillLink({
  analyses,
  urlOf,
  testId,
  children,
}: {
  analyses: readonly DrillAnalysis[];
  /** Null: no drill-down (no report yet). */
  urlOf: (projectCode: string) => string | null;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('fcr');
  const [only] = analyses;
  if (!only) return <span data-testid={testId}>{children}</span>;
  const first = urlOf(only.projectCode);
  if (first === null) return <span data-testid={testId}>{children}</span>;
  if (analyses.length === 1)
    return (
      <Link to={first} data-testid={testId}>
        {children}
      </Link>
    );
  return (
    <Popover
      trigger="click"
      title={t('distribution.openIn')}
      content={
        <Flex vertical gap={4} data-testid={`${testId}-analyses`}>
          {analyses.map((a) => (
            <Link key={a.projectCode} to={urlOf(a.projectCode) ?? ''} data-testid={`${testId}-analysis-${a.projectCode}`}>
              {a.name}
              {a.issues !== undefined && <Typography.Text type="secondary"> ({formatCount(a.issues)})</Typography.Text>}
            </Link>
          ))}
        </Flex>
      }
    >
      <Typography.Link data-testid={testId}>{children}</Typography.Link>
    </Popover>
  );
}
