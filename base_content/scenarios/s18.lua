-- Scenario 18, Crush the Clutter.
-- Source rule (GHS scenarios/18.json): at the start of round 1, the Wind Demon gains invisible.
-- Our goal: two of the three demons dead (the last one flees), or the end of round HOLD_OUT.

function hidden_wind(ctx, ev)
  if ev.round ~= 1 then return end
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and f.type == "wind-demon" then figures.add_condition(f.id, "invisible") end
  end
end

local HOLD_OUT = 7

function check_goal(ctx, ev)
  if ev.round >= HOLD_OUT then return "won" end
  local left = 0
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" then left = left + 1 end
  end
  if left <= 1 then return "won" end
  return nil
end

-- A pin: 2 damage on entry.
function pin(ctx, ev)
  if figures.get(ev.figure) then figures.damage(ev.figure, 2) end
end
