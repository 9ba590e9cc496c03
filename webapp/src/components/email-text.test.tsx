import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EmailText, emailPieces } from './email-text';

describe('EmailText', () => {
  it('offers a line break only after the @ and each dot', () => {
    expect(emailPieces('ana.lopez@sunny-cafe.example.com')).toEqual(['ana.', 'lopez@', 'sunny-cafe.', 'example.', 'com']);
    const { container } = render(<EmailText email="ana.lopez@sunny-cafe.example.com" />);
    const email = container.querySelector('[data-email]') as HTMLElement;
    expect(email).toHaveTextContent('ana.lopez@sunny-cafe.example.com');
    expect(email.innerHTML).toBe('ana.<wbr>lopez@<wbr>sunny-cafe.<wbr>example.<wbr>com');
  });

  it('never breaks inside a word', () => {
    const { container } = render(<EmailText email="carla@example.com" className="text-xs" />);
    const email = container.querySelector('[data-email]') as HTMLElement;
    expect(email).toHaveClass('break-normal', 'text-xs');
    expect(email.className).not.toMatch(/break-all|break-anywhere|wrap-anywhere/);
  });
});
