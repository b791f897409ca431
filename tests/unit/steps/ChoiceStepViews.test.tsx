// @vitest-environment jsdom
import { render, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxStepView } from '../../../src/ui/steps/CheckboxStepView.tsx';
import { RadioStepView } from '../../../src/ui/steps/RadioStepView.tsx';
import { TextStepView } from '../../../src/ui/steps/TextStepView.tsx';
import { businessModel, teamSize, textStep } from './fixtures.ts';

afterEach(cleanup);

const title = (text: string) => <h2 id="title">{text}</h2>;

describe('RadioStepView', () => {
  it('renders a labelled radio group of real inputs and reports the chosen value', () => {
    const onChange = vi.fn();
    render(
      <>
        {title('Team size')}
        <RadioStepView step={teamSize} answer={undefined} titleId="title" onChange={onChange} />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Team size' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(screen.getByLabelText('Small team (1-5 employees)'));
    expect(onChange).toHaveBeenCalledWith('small');
  });

  it('checks the stored answer', () => {
    render(<RadioStepView step={teamSize} answer="none" titleId="t" onChange={() => {}} />);
    expect(screen.getByLabelText<HTMLInputElement>('No preference').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Solo founder (0 employees)').checked).toBe(false);
  });
});

describe('CheckboxStepView', () => {
  it('adds a ticked option, keeping option order', () => {
    const onChange = vi.fn();
    render(
      <>
        {title('Business model')}
        <CheckboxStepView step={businessModel} answer={['advertising']} titleId="title" onChange={onChange} />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Business model' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Subscription'));
    expect(onChange).toHaveBeenCalledWith(['subscription', 'advertising']);
  });

  it('removes an unticked option and starts from an empty list', () => {
    const onChange = vi.fn();
    render(
      <CheckboxStepView
        step={businessModel}
        answer={['subscription', 'advertising']}
        titleId="t"
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByLabelText('Subscription'));
    expect(onChange).toHaveBeenLastCalledWith(['advertising']);
    cleanup();
    render(<CheckboxStepView step={businessModel} answer={undefined} titleId="t" onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('One-time sales'));
    expect(onChange).toHaveBeenLastCalledWith(['one-time']);
  });

  it('disables every input when disabled', () => {
    render(<CheckboxStepView step={businessModel} answer={[]} titleId="t" onChange={() => {}} disabled />);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
  });
});

describe('TextStepView', () => {
  it('is a textarea named by the step title that reports raw text', () => {
    const onChange = vi.fn();
    render(
      <>
        {title('Problem')}
        <TextStepView step={textStep} answer="" titleId="title" onChange={onChange} describedBy="err" invalid />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Problem' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('aria-describedby')).toBe('err');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: ' top 3 problems ' } });
    expect(onChange).toHaveBeenCalledWith(' top 3 problems ');
  });
});
