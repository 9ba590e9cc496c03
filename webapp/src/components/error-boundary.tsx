import { Component, type ErrorInfo, type ReactNode } from 'react';

import { useMessages } from '@/lib/i18n';
import { useSpecMessage } from '@/lib/spec-messages';

import { messages } from './frame-messages';

export const ERROR_SCREEN_TEXT = 'Something went wrong. Please refresh the page.';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** The catch-all error screen of spec §2. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the web app', error, info.componentStack);
  }

  render() {
    if (this.state.error) return <ErrorScreen />;
    return this.props.children;
  }
}

export function ErrorScreen() {
  const t = useMessages(messages);
  const translate = useSpecMessage();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="max-w-md rounded-lg bg-white p-6 text-center shadow">
        <h1 className="mb-4 text-lg font-semibold">{translate(ERROR_SCREEN_TEXT)}</h1>
        <button
          type="button"
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          onClick={() => window.location.reload()}
        >
          {t.refresh}
        </button>
      </div>
    </main>
  );
}
