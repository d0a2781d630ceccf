import { useEffect, useRef } from 'react';
import type { CaptchaReport } from './captcha-report';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
}

let loading: Promise<Grecaptcha> | undefined;

/** Google's script, added once and only when this captcha is drawn (docs/requirements.md §P7: loaded on demand, in the page's language). */
function loadGrecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = reject;
    document.head.append(script);
  });
  return loading;
}

/** reCAPTCHA v2, used instead of ALTCHA when the server is configured with a site key. */
export function RecaptchaWidget({
  siteKey,
  language,
  onSolved,
  onExpired,
}: CaptchaReport & { siteKey: string; language: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    loadGrecaptcha(language).then(
      (grecaptcha) => {
        if (current && containerRef.current) {
          grecaptcha.render(containerRef.current, {
            sitekey: siteKey,
            callback: onSolved,
            'expired-callback': onExpired,
          });
        }
      },
      () => onExpired(),
    );
    return () => {
      current = false;
    };
  }, [siteKey, language, onSolved, onExpired]);
  return <div ref={containerRef} />;
}
