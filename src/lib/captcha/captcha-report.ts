/** How a captcha tells the page about its token. */
export interface CaptchaReport {
  onSolved: (token: string) => void;
  /** The token can no longer be sent (it expired, or the widget was reset). */
  onExpired: () => void;
}
