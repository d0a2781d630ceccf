import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'wouter';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement>; href?: string };

const isOutsideTheApp = (href: string) => /^[a-z][a-z\d+.-]*:|^\/\//i.test(href) || href.startsWith('#');

/**
 * The anchor behind every MUI Link and Button with an `href`: an in-app path navigates without a
 * page load; other addresses, fragments and new-tab links stay plain anchors.
 */
export function RouterLink({ href = '', ref, ...props }: RouterLinkProps) {
  if (isOutsideTheApp(href) || props.target !== undefined) return <a ref={ref} href={href} {...props} />;
  return <Link ref={ref} href={href} {...props} />;
}
