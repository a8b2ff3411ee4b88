import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { ModelStatusTags } from './ModelStatusTags';

beforeAll(async () => {
  await initI18n('en');
});

const learning = () => screen.getByTestId('model-learning-status');

describe('ModelStatusTags', () => {
  it('names a model that was never trained for what it is, in a neutral colour, not "Suspended"', () => {
    render(<ModelStatusTags model={{ learningStatus: 'SUSPENDED', trainingStatus: 'NEEDS_TRAINING', deployedVersion: null }} />);
    expect(learning().textContent).toBe('Not trained yet');
    expect(learning().getAttribute('data-status')).toBe('NOT_TRAINED');
    expect(learning().className).not.toMatch(/warning/);
  });

  it('keeps "Suspended" for a failed training', () => {
    render(<ModelStatusTags model={{ learningStatus: 'SUSPENDED', trainingStatus: 'FAILED', deployedVersion: null }} />);
    expect(learning().textContent).toBe('Suspended');
    expect(learning().className).toMatch(/warning/);
  });

  it('keeps "Suspended" when a version is live', () => {
    render(
      <ModelStatusTags
        model={{ learningStatus: 'SUSPENDED', trainingStatus: 'NEEDS_TRAINING', deployedVersion: { id: 'v', name: 'v1' } }}
      />,
    );
    expect(learning().textContent).toBe('Suspended');
  });
});
