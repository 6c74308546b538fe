import { render, screen } from '@testing-library/react';
import { LinkedText } from './LinkedText';

const link = (href: string) => <a href={href} />;

describe('LinkedText', () => {
  it('turns each named tag into its element, with the tagged text inside and the text around it kept', () => {
    const { container } = render(
      <p>
        <LinkedText
          text="I accept the <privacy>privacy policy</privacy> and the <terms>terms</terms>."
          elements={{ privacy: link('/privacy'), terms: link('/terms') }}
        />
      </p>,
    );

    expect(container.querySelector('p')).toHaveTextContent('I accept the privacy policy and the terms.');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
  });

  it('takes numbered tags, a tag at either end of the text', () => {
    const { container } = render(
      <p>
        <LinkedText text="<0>Read</0> then <1>sign</1>" elements={{ 0: link('/read'), 1: <strong /> }} />
      </p>,
    );

    expect(container.querySelector('p')?.innerHTML).toBe('<a href="/read">Read</a> then <strong>sign</strong>');
  });

  it('shows a tag with no element as its text', () => {
    const { container } = render(
      <p>
        <LinkedText text="See the <terms>terms</terms> and <faq>questions</faq>" elements={{ terms: link('/t') }} />
      </p>,
    );

    expect(container.querySelector('p')?.innerHTML).toBe('See the <a href="/t">terms</a> and questions');
  });

  it('shows a text without tags as it is', () => {
    const { container } = render(
      <p>
        <LinkedText text="Nothing to link here" elements={{ terms: link('/t') }} />
      </p>,
    );

    expect(container.querySelector('p')?.innerHTML).toBe('Nothing to link here');
  });

  it('keeps markup that is not a known tag as text, never as HTML', () => {
    const { container } = render(
      <p>
        <LinkedText
          text={
            '<img src=x onerror="alert(1)"> <b>bold</b> <terms><i>x</i></terms> <terms>ok</terms> <toString>t</toString>'
          }
          elements={{ terms: link('/t') }}
        />
      </p>,
    );

    const paragraph = container.querySelector('p');
    expect(paragraph?.querySelector('img, i')).toBeNull();
    expect(paragraph?.querySelectorAll('a')).toHaveLength(1);
    expect(paragraph?.querySelector('a')).toHaveTextContent('ok');
    expect(paragraph).toHaveTextContent('<img src=x onerror="alert(1)"> bold <terms>x</terms> ok t');
  });
});
