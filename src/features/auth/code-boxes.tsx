import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { OtpEvent } from '../../../machines/otp.machine';

interface CodeBoxesProps {
  digits: string[];
  focusedIndex: number;
  labelId: string;
  /** The text that says where the code was sent: read with the boxes, since the focus lands in them on arrival. */
  descriptionId: string;
  disabled: boolean;
  send: (event: OtpEvent) => void;
}

/** What a change of box `index` brought: the new key, or a whole code an autofill put there. */
function enteredText(previous: string, value: string): string {
  return previous !== '' && value.length === previous.length + 1 ? value.replace(previous, '') : value;
}

/** One box per digit; the machine decides every digit and where the focus goes. */
export function CodeBoxes({ digits, focusedIndex, labelId, descriptionId, disabled, send }: CodeBoxesProps) {
  const intl = useIntl();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // From arrival on: the code is the page's one task, and its mail may already be open beside it.
  useEffect(() => {
    boxes.current[focusedIndex]?.focus();
  }, [focusedIndex, digits]);

  const keyDown = (event: KeyboardEvent, index: number) => {
    // Boxes run left to right in both languages, like the digits of the code.
    const moves: Record<string, number> = { Backspace: 0, ArrowLeft: index - 1, ArrowRight: index + 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    send(
      event.key === 'Backspace' ? { type: 'otp.backspace', index } : { type: 'otp.focus', index: moves[event.key]! },
    );
  };
  const paste = (event: ClipboardEvent, index: number) => {
    event.preventDefault();
    send({ type: 'otp.paste', index, text: event.clipboardData.getData('text') });
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      dir="ltr"
      sx={{ display: 'flex', gap: 1, justifyContent: 'center', my: 2 }}
    >
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={intl.formatMessage({ id: 'otp.digit' }, { position: index + 1, count: digits.length })}
          onFocus={() => send({ type: 'otp.focus', index })}
          onKeyDown={(event: KeyboardEvent) => keyDown(event, index)}
          onPaste={(event: ClipboardEvent) => paste(event, index)}
          onChange={(event: { target: HTMLInputElement }) => {
            send({ type: 'otp.type', index, value: enteredText(digit, event.target.value) });
          }}
          sx={{
            width: 48,
            height: 56,
            textAlign: 'center',
            fontSize: '1.5rem',
            border: 1,
            borderColor: 'text.secondary',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        />
      ))}
    </Box>
  );
}
