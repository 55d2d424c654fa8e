-- The Seedslinger's card abilities that are more than data.
--
-- An ability script is called as fn(ctx, ev) when the ability is performed, with
-- ev = { figure, value, range, targets } (docs/lua-api.md). It changes the board through the
-- figures / board / elements tables; every change is rolled back if the function fails.

-- Burr Cloak (A, top): every enemy next to the Seedslinger is poisoned.
function burr_burst(ctx, ev)
  local me = ev.figure              -- the figure table (or its id)
  if type(me) ~= "table" then me = figures.get(me) end
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and board.adjacent(f.hex, me.hex) then
      figures.add_condition(f.id, "poison")
    end
  end
end
