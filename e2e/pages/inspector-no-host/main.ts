// No `document.modelContext` on this page: the inspector calls tools through the SDK registry's
// testing face. Imported by hand here, as a production build gets no inspector from the plugin.
import { registerGlobalTools } from 'webmcp-nexus-sdk/core';
import 'webmcp-nexus-sdk/inspector';
import * as orders from './orders';

registerGlobalTools(orders);
