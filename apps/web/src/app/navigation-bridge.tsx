import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';

/** Lets the request layer send the browser to /login through the router, without a page reload. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return null;
}
