-- Scenario 10, Into the Darkness: at the start of round 1 every monster is Invisible.
function darkness(ctx, ev)
  if ev.round ~= 1 then return end
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" then figures.add_condition(f.id, "invisible") end
  end
end
