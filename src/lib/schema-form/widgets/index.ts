import type { RegistryWidgetsType } from '@rjsf/utils';
import { ConsentWidget } from './consent-widget';
import { DayWidget } from './day-widget';
import { FilesWidget } from './files-widget';
import { ImageWidget } from './image-widget';
import { PhoneWidget } from './phone-widget';
import { RemoteMultiSelectWidget } from './remote-multi-select-widget';
import { RemoteSelectWidget } from './remote-select-widget';
import { RichTextWidget } from './rich-text-widget';

/** The portal's own widgets, by the name a ui.json gives in `ui:widget`; registered once, in SchemaForm. */
export const schemaFormWidgets: RegistryWidgetsType = {
  consent: ConsentWidget,
  day: DayWidget,
  files: FilesWidget,
  image: ImageWidget,
  phone: PhoneWidget,
  'remote-select': RemoteSelectWidget,
  'remote-multi-select': RemoteMultiSelectWidget,
  'rich-text': RichTextWidget,
};
