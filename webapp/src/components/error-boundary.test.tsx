import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it("shows 'Something went wrong. Please refresh the page.' when a screen crashes", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please refresh the page.');
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
  });
});
