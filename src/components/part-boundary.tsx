import { Component, type ReactNode } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';

interface PartBoundaryProps {
  /** What did not load, as the user knows it: 'The preview and the checks'. */
  what: string;
  /** Loads the part's code again; the part shows again once it has. */
  retry: () => Promise<void>;
  children: ReactNode;
}

/**
 * A part of a page whose code loads on its own (`onDemand`): a failed download (a dropped phone
 * connection, a release that replaced the file) is said in its place with a way to try again,
 * and the rest of the page, with what the user entered there, stays.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean; retrying: boolean }> {
  state = { failed: false, retrying: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => {
    this.setState({ retrying: true });
    this.props.retry().then(
      () => this.setState({ failed: false, retrying: false }),
      () => this.setState({ retrying: false }),
    );
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert">
        <Text mb="2">{this.props.what} did not load. Check your connection and try again.</Text>
        <Button size="sm" variant="outline" onClick={this.retry} loading={this.state.retrying}>
          Try again
        </Button>
      </Box>
    );
  }
}
