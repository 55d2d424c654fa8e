-- Scenario 6, Pest Control: the grubs are the pest. Kill the Harrowing Infestation (the nest the
-- others feed from) and the larder is clean: the moth and the rat flee with it gone.
local goals = require("scenarios.goals")

function nest_gone(ctx, ev)
  if goals.alive("harrowing-infestation") == 0 then return "won" end
  return nil
end
