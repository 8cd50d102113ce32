import { useAppDispatch, useAppSelector } from '@luggage/api/store';
import { useLocation, useNavigate } from 'react-router';
import { countryChosen, selectLoginForm } from '../features/login/login-form-slice';
import { CountryPicker } from '../features/country-picker/country-picker';

/**
 * #/country: the login's calling code (spec §2). The choice goes into the login form's slice, then back
 * to the login page it came from; opened directly, it goes on to #/login with the same query.
 */
export function CountryRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { country } = useAppSelector(selectLoginForm);
  const fromLogin = (location.state as { fromLogin?: boolean } | null)?.fromLogin === true;
  const choose = (code: string) => {
    dispatch(countryChosen(code));
    if (fromLogin) void navigate(-1);
    else void navigate(`/login${location.search}`, { replace: true });
  };
  return <CountryPicker current={country} onChoose={choose} />;
}
