import { render, screen } from '@testing-library/react';
import { AfterOpenPaint } from './AfterOpenPaint';

describe('AfterOpenPaint', () => {
  it('shows the fallback in the first frame and the content once that frame has been painted', async () => {
    render(
      <AfterOpenPaint fallback={<p>Loading</p>}>
        <p>Order lines</p>
      </AfterOpenPaint>,
    );

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Order lines')).not.toBeInTheDocument();
    expect(await screen.findByText('Order lines')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
