// A React owner whose own tool unmounts it: the classic "close the dialog" tool (issue 17, item 9).
import { createElement, useState } from 'react';
import { useWebMcpTools } from 'webmcp-nexus-sdk';

const status = (text: string) => {
  document.getElementById('dialog-status')!.textContent = text;
};

function Dialog({ onClose }: { onClose: () => void }) {
  /** Close the dialog */
  const closeDialog = async () => {
    onClose(); // unmounts this component, and so unregisters this very tool
    await new Promise((resolve) => setTimeout(resolve, 30));
    status('closed by the agent');
    return 'dialog closed';
  };
  useWebMcpTools({ closeDialog });
  return createElement('p', null, 'A dialog');
}

/** The page's dialog, open until its own tool closes it. */
export function DialogHost() {
  const [open, setOpen] = useState(true);
  return open ? createElement(Dialog, { onClose: () => setOpen(false) }) : null;
}
