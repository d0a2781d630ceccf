import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

interface ErrorBoundaryState {
  failed: boolean;
}

/** Replaces the page with a plain apology when rendering fails; it stays until the page is reloaded. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
        <Typography component="h1" variant="h5" role="alert">
          <FormattedMessage id="app.renderError" />
        </Typography>
      </Container>
    );
  }
}
