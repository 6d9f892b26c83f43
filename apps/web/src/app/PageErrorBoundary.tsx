import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';

/**
 * Catches what a page throws while rendering (most often its code failing to load on a dropped connection)
 * and shows a message with a retry in the page's place, so the header, menu and footer stay usable.
 * `resetKey` (the page's address) clears the error when the visitor goes to another page.
 */
export class PageErrorBoundary extends Component<
  { resetKey: string; onRetry?: () => void; children?: ReactNode },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { failed: boolean; key: string },
  ): { failed: boolean; key: string } | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <PageError onRetry={this.retry} /> : this.props.children;
  }
}

function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page" role="alert">
      <h1>{t('common:pageError.title')}</h1>
      <p>{t('common:pageError.body')}</p>
      <Button track="page_error_retry" onClick={onRetry}>
        {t('common:pageError.retry')}
      </Button>
    </div>
  );
}
