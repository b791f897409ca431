// @vitest-environment jsdom
import { render, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StepView } from '../../../src/ui/steps/StepView.tsx';
import { askingPrice, businessModel } from './fixtures.ts';

afterEach(cleanup);

describe('StepView', () => {
  it('renders the registered view for the step type', () => {
    render(<StepView step={businessModel} answer={['advertising']} titleId="t" onChange={() => {}} />);
    expect(screen.getByLabelText<HTMLInputElement>('Advertising').checked).toBe(true);
  });

  it('drops an answer of the wrong shape instead of passing it to the view', () => {
    render(<StepView step={askingPrice} answer="lots" titleId="t" onChange={() => {}} />);
    expect(screen.getByRole('slider', { name: 'Minimum asking price' }).getAttribute('aria-valuetext')).toBe('$100K');
  });
});
