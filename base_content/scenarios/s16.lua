-- Scenario 16, Signal Flare (our reconstruction: GHS has no rule for it). The flare burns to the
-- end of round 5; the scenario is won when it has, or as soon as no enemy is left.

local LAST_ROUND = 5

function check_goal(ctx, ev)
  if ev.round >= LAST_ROUND then return "won" end
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" then return nil end
  end
  return "won"
end

-- Embers: 2 damage on entry.
function embers(ctx, ev)
  if figures.get(ev.figure) then figures.damage(ev.figure, 2) end
end
