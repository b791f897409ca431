// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateStepView } from '../../../src/ui/steps/DateStepView.tsx';
import { DropdownStepView } from '../../../src/ui/steps/DropdownStepView.tsx';
import { EmailStepView } from '../../../src/ui/steps/EmailStepView.tsx';
import { NumberStepView } from '../../../src/ui/steps/NumberStepView.tsx';
import { ScaleStepView } from '../../../src/ui/steps/ScaleStepView.tsx';
import { YesNoStepView } from '../../../src/ui/steps/YesNoStepView.tsx';
import { confidence, contactEmail, country, hasCofounder, launchDate, recommend, teamCount } from './fixtures.ts';

afterEach(cleanup);

const titled = (text: string, view: React.ReactNode) => (
  <>
    <h2 id="title">{text}</h2>
    {view}
  </>
);

describe('NumberStepView', () => {
  it('is a spinbutton named by the title, with the declared bounds, step and unit', () => {
    render(titled('Team size', <NumberStepView step={teamCount} answer={12} titleId="title" onChange={() => {}} />));
    const box = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Team size' });
    expect(box.value).toBe('12');
    expect([box.min, box.max, box.step]).toEqual(['1', '500', '1']);
    expect(screen.getByText('people').id).toBe(box.getAttribute('aria-describedby'));
  });

  it('in a format: its sign beside the box and the number as it reads once past 999, both describing it', () => {
    const revenue = { id: 'revenue', type: 'number', title: 'Revenue', format: 'currency' } as const;
    const { rerender } = render(
      titled('Revenue', <NumberStepView step={revenue} answer={300000} titleId="title" onChange={() => {}} />),
    );
    const box = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Revenue' });
    expect(box.value).toBe('300000');
    const reading = screen.getByTestId('number-reading');
    expect(reading.textContent).toBe('$300,000');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toEqual([screen.getByText('$').id, reading.id]);
    rerender(
      titled(
        'Share',
        <NumberStepView step={{ ...revenue, format: 'percent' }} answer={12.5} titleId="title" onChange={() => {}} />,
      ),
    );
    expect(screen.getByText('%')).toBeTruthy();
    expect(screen.queryByTestId('number-reading')).toBeNull();
  });

  it('reports the number typed, and clears the answer when the box is emptied', () => {
    const onChange = vi.fn();
    render(
      <NumberStepView
        step={{ ...teamCount, unit: undefined, step: undefined }}
        answer={undefined}
        titleId="t"
        onChange={onChange}
      />,
    );
    const box = screen.getByRole<HTMLInputElement>('spinbutton');
    expect(box.step).toBe('any');
    fireEvent.change(box, { target: { value: '2.5' } });
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    fireEvent.change(box, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('marks itself invalid and names the error with the unit', () => {
    render(<NumberStepView step={teamCount} answer={0} titleId="t" invalid describedBy="err" onChange={() => {}} />);
    const box = screen.getByRole('spinbutton');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('teamCount-unit err');
  });

  it('shows an answer set from outside (a reset) in place of the typed text', () => {
    const { rerender } = render(<NumberStepView step={teamCount} answer={12} titleId="t" onChange={() => {}} />);
    rerender(<NumberStepView step={teamCount} answer={undefined} titleId="t" onChange={() => {}} />);
    expect(screen.getByRole<HTMLInputElement>('spinbutton').value).toBe('');
  });
});

describe('EmailStepView', () => {
  it('is an email box named by the title that reports what is typed', () => {
    const onChange = vi.fn();
    render(
      titled(
        'Where should we write?',
        <EmailStepView step={contactEmail} answer="" titleId="title" onChange={onChange} />,
      ),
    );
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Where should we write?' });
    expect(box.type).toBe('email');
    expect(box.autocomplete).toBe('email');
    fireEvent.change(box, { target: { value: 'ada@example.com' } });
    expect(onChange).toHaveBeenCalledWith('ada@example.com');
  });
});

describe('DateStepView', () => {
  it('is a date field with the declared bounds that reports whole dates only', () => {
    const onChange = vi.fn();
    const { container } = render(
      titled('Launch date', <DateStepView step={launchDate} answer="2026-05-01" titleId="title" onChange={onChange} />),
    );
    const field = container.querySelector<HTMLInputElement>('input[type="date"]');
    if (!field) throw new Error('no date field');
    expect([field.value, field.min, field.max]).toEqual(['2026-05-01', '2026-01-01', '2027-12-31']);
    expect(field.getAttribute('aria-labelledby')).toBe('title');
    fireEvent.change(field, { target: { value: '2026-06-02' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-06-02');
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('ScaleStepView', () => {
  it('offers a rating as a radio group of its points, the ends named with their labels', () => {
    const onChange = vi.fn();
    render(
      titled(
        'How confident are you?',
        <ScaleStepView step={confidence} answer={2} titleId="title" onChange={onChange} />,
      ),
    );
    const group = screen.getByRole('radiogroup', { name: 'How confident are you?' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '2' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '5, Completely' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('offers NPS as 0 to 10 in one radio group', () => {
    render(<ScaleStepView step={recommend} answer={undefined} titleId="t" onChange={() => {}} />);
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios).toHaveLength(11);
    expect(new Set(radios.map((radio) => radio.name))).toEqual(new Set(['recommend']));
    expect(screen.getByRole('radio', { name: '0, Not at all likely' })).toBeTruthy();
    expect(radios.every((radio) => !radio.checked)).toBe(true);
  });
});

describe('YesNoStepView', () => {
  it('offers the two labels as radios and reports true or false', () => {
    const onChange = vi.fn();
    render(
      titled('Co-founder?', <YesNoStepView step={hasCofounder} answer={false} titleId="title" onChange={onChange} />),
    );
    expect(screen.getByRole('radiogroup', { name: 'Co-founder?' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Not yet' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('DropdownStepView', () => {
  it('is a native select named by the title, its placeholder first, reporting the value', () => {
    const onChange = vi.fn();
    render(
      titled('Country', <DropdownStepView step={country} answer={undefined} titleId="title" onChange={onChange} />),
    );
    const menu = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    expect([...menu.options].map((option) => option.text)).toEqual([
      'Choose a country',
      'Germany',
      'France',
      'United States',
    ]);
    fireEvent.change(menu, { target: { value: 'fr' } });
    expect(onChange).toHaveBeenLastCalledWith('fr');
    fireEvent.change(menu, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
