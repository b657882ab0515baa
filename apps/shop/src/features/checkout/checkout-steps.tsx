import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Cart Review', 'Shipping & Payment', 'Confirmation'];

/** The step indicator: the cart was reviewed, this page is Shipping & Payment. */
export function CheckoutSteps() {
  return (
    <Stepper activeStep={1} alternativeLabel aria-label="Checkout progress" sx={{ mb: 4 }}>
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
